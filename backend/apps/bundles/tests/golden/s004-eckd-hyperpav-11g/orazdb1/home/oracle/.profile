# RACplan configuration bundle: oracle user profile.
# Plan "z196 single instance, Oracle 11gR2, ECKD mod27 with HyperPAV (20 aliases)" (plan 1), version 1; rule catalogue golden; generator golden.
# Values come from the plan and from these study sections:
#   000_f661c8a8ade0fc72.txt, "Using ulimit for shell settings"
#   000_f661c8a8ade0fc72.txt, "Oracle installation"
#   000_f661c8a8ade0fc72.txt, "Oracle HOME directories and multiple Oracle databases"
#   000_f661c8a8ade0fc72.txt, "Installation sequence"
#   004_b78c188c063b2127.txt, "ASM start"
# Catalogue rules that check these values: none at this catalogue version.

# Environment of the oracle user on orazdb1 (instance oraz196).
ulimit -n 65536
ulimit -u 16384
# Tells OPatch that the platform is Linux on System z.
export OPATCH_PLATFORM_ID=211

export ORACLE_BASE=/product
export CRS_HOME=/product/crs
export ASM_HOME=/product/crs
export RDBMS_HOME=/product/rdbms
# From 11gR2 on, ASM runs from the clusterware (grid) home.
RACPLAN_BASE_PATH=${RACPLAN_BASE_PATH:-$PATH}
export RACPLAN_BASE_PATH

# Switch between the homes in one step: the home, its SID and PATH change together.
use_crs() { ORACLE_HOME=$CRS_HOME; unset ORACLE_SID; PATH=$CRS_HOME/bin:$RACPLAN_BASE_PATH; export ORACLE_HOME PATH; }
use_asm() { ORACLE_HOME=$ASM_HOME; ORACLE_SID=+ASM; PATH=$ASM_HOME/bin:$RACPLAN_BASE_PATH; export ORACLE_HOME ORACLE_SID PATH; }
use_db() { ORACLE_HOME=$RDBMS_HOME; ORACLE_SID=oraz196; PATH=$RDBMS_HOME/bin:$RACPLAN_BASE_PATH; export ORACLE_HOME ORACLE_SID PATH; }
use_db

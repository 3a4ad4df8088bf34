# RACplan configuration bundle: oracle user profile.
# Plan "x86 3-node RAC 10gR1, ASM on QLA4010 iSCSI HBAs (33,586 OETs)" (plan 1), version 1; rule catalogue golden; generator golden.
# Values come from the plan and from these study sections:
#   000_f661c8a8ade0fc72.txt, "Using ulimit for shell settings"
#   000_f661c8a8ade0fc72.txt, "Oracle installation"
#   000_f661c8a8ade0fc72.txt, "Oracle HOME directories and multiple Oracle databases"
#   000_f661c8a8ade0fc72.txt, "Installation sequence"
#   004_b78c188c063b2127.txt, "ASM start"
# Catalogue rules that check these values: none at this catalogue version.

# Environment of the oracle user on nsrac3 (instance nsrac3).
ulimit -n 65536
ulimit -u 16384

export ORACLE_BASE=/product
export CRS_HOME=/product/crs
export ASM_HOME=/product/asm
export RDBMS_HOME=/product/rdbms
RACPLAN_BASE_PATH=${RACPLAN_BASE_PATH:-$PATH}
export RACPLAN_BASE_PATH

# Switch between the homes in one step: the home, its SID and PATH change together.
use_crs() { ORACLE_HOME=$CRS_HOME; unset ORACLE_SID; PATH=$CRS_HOME/bin:$RACPLAN_BASE_PATH; export ORACLE_HOME PATH; }
use_asm() { ORACLE_HOME=$ASM_HOME; ORACLE_SID=+ASM3; PATH=$ASM_HOME/bin:$RACPLAN_BASE_PATH; export ORACLE_HOME ORACLE_SID PATH; }
use_db() { ORACLE_HOME=$RDBMS_HOME; ORACLE_SID=nsrac3; PATH=$RDBMS_HOME/bin:$RACPLAN_BASE_PATH; export ORACLE_HOME ORACLE_SID PATH; }
use_db

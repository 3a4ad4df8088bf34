-- RACplan configuration bundle: ASM disk groups.
-- Plan "x86 3-node RAC 10gR1, ASM on QLA4010 iSCSI HBAs (33,586 OETs)" (plan 1), version 1; rule catalogue golden; generator golden.
-- Values come from the plan and from these study sections:
--   000_f661c8a8ade0fc72.txt, "Installing the Oracle Automatic Storage Manager"
--   002_8d457e80c2d4fbcc.txt, "Database Configuration"
--   003_b3b7110f2243d0ee.txt, "Interconnect Analysis"
-- Catalogue rules that check these values: none at this catalogue version.

-- ASM disk groups of nsrac. Run as SYSDBA in the ASM instance of one node (+ASM1); then
-- mount the groups on the other instances (ALTER DISKGROUP ... MOUNT) or restart them.

-- DATA: mixed, external redundancy
CREATE DISKGROUP DATA EXTERNAL REDUNDANCY
  DISK '/dev/sdb',
       '/dev/sdc',
       '/dev/sdd',
       '/dev/sde',
       '/dev/sdf',
       '/dev/sdg',
       '/dev/sdh',
       '/dev/sdi',
       '/dev/sdj';

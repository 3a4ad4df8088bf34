-- RACplan configuration bundle: ASM disk groups.
-- Plan "z196 single instance, Oracle 11gR2, ECKD mod27 with HyperPAV (20 aliases)" (plan 1), version 1; rule catalogue golden; generator golden.
-- Values come from the plan and from these study sections:
--   000_f661c8a8ade0fc72.txt, "Installing the Oracle Automatic Storage Manager"
--   004_b78c188c063b2127.txt, "Oracle 10g: disk setup for logs and data devices"
--   002_8d457e80c2d4fbcc.txt, "Database Configuration"
--   003_b3b7110f2243d0ee.txt, "Interconnect Analysis"
-- Catalogue rules that check these values: none at this catalogue version.

-- ASM disk groups of oraz196. Run as SYSDBA in the ASM instance of one node (+ASM); then
-- mount the groups on the other instances (ALTER DISKGROUP ... MOUNT) or restart them.

-- DATA: data, external redundancy
CREATE DISKGROUP DATA EXTERNAL REDUNDANCY
  DISK '/dev/dasdd1',
       '/dev/dasde1',
       '/dev/dasdf1',
       '/dev/dasdg1',
       '/dev/dasdh1',
       '/dev/dasdi1',
       '/dev/dasdj1',
       '/dev/dasdk1',
       '/dev/dasdl1',
       '/dev/dasdm1';

-- LOG: redo, external redundancy; redo logs on their own disks keep their sequential write pattern
CREATE DISKGROUP LOG EXTERNAL REDUNDANCY
  DISK '/dev/dasdn1',
       '/dev/dasdo1';

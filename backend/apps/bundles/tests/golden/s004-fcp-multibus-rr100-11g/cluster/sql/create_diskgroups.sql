-- RACplan configuration bundle: ASM disk groups.
-- Plan "z196 single instance, Oracle 11gR2, FCP multipath multibus rr_min_io 100" (plan 1), version 1; rule catalogue golden; generator golden.
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
  DISK '/dev/mapper/FCPe027',
       '/dev/mapper/FCPe127',
       '/dev/mapper/FCPe227',
       '/dev/mapper/FCPe327',
       '/dev/mapper/FCPe427',
       '/dev/mapper/FCPe527',
       '/dev/mapper/FCPe627',
       '/dev/mapper/FCPe727',
       '/dev/mapper/FCPe827',
       '/dev/mapper/FCPe927';

-- LOG: redo, external redundancy; redo logs on their own disks keep their sequential write pattern
CREATE DISKGROUP LOG EXTERNAL REDUNDANCY
  DISK '/dev/mapper/FCPredo1',
       '/dev/mapper/FCPredo2';

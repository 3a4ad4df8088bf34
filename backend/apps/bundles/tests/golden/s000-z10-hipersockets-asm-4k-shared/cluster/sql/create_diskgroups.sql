-- RACplan configuration bundle: ASM disk groups.
-- Plan "z10 2 LPARs, HiperSockets, ASM, shared server processes" (plan 1), version 1; rule catalogue golden; generator golden.
-- Values come from the plan and from these study sections:
--   000_f661c8a8ade0fc72.txt, "Installing the Oracle Automatic Storage Manager"
--   004_b78c188c063b2127.txt, "Oracle 10g: disk setup for logs and data devices"
--   002_8d457e80c2d4fbcc.txt, "Database Configuration"
--   003_b3b7110f2243d0ee.txt, "Interconnect Analysis"
-- Catalogue rules that check these values: none at this catalogue version.

-- ASM disk groups of oltp. Run as SYSDBA in the ASM instance of one node (+ASM1); then
-- mount the groups on the other instances (ALTER DISKGROUP ... MOUNT) or restart them.

-- DISKS1: data, external redundancy
CREATE DISKGROUP DISKS1 EXTERNAL REDUNDANCY
  DISK '/dev/dasdh1',
       '/dev/dasdi1',
       '/dev/dasdj1',
       '/dev/dasdk1';

-- REDO1: redo, external redundancy; redo logs on their own disks keep their sequential write pattern
CREATE DISKGROUP REDO1 EXTERNAL REDUNDANCY
  DISK '/dev/dasdm1',
       '/dev/dasdn1';

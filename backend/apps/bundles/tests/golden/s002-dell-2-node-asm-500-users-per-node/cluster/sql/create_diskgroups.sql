-- RACplan configuration bundle: ASM disk groups.
-- Plan "Dell x86 2-node RAC 10gR1, ASM, 1000 users (500 per node)" (plan 1), version 1; rule catalogue golden; generator golden.
-- Values come from the plan and from these study sections:
--   000_f661c8a8ade0fc72.txt, "Installing the Oracle Automatic Storage Manager"
--   004_b78c188c063b2127.txt, "Oracle 10g: disk setup for logs and data devices"
--   002_8d457e80c2d4fbcc.txt, "Database Configuration"
--   003_b3b7110f2243d0ee.txt, "Interconnect Analysis"
-- Catalogue rules that check these values: none at this catalogue version.

-- ASM disk groups of racdb. Run as SYSDBA in the ASM instance of one node (+ASM1); then
-- mount the groups on the other instances (ALTER DISKGROUP ... MOUNT) or restart them.

-- SYSTEMDG: system, external redundancy
CREATE DISKGROUP SYSTEMDG EXTERNAL REDUNDANCY
  DISK '/dev/emcpowera';

-- DATADG: data, external redundancy
CREATE DISKGROUP DATADG EXTERNAL REDUNDANCY
  DISK '/dev/emcpowerb';

-- INDEXDG: index, external redundancy
CREATE DISKGROUP INDEXDG EXTERNAL REDUNDANCY
  DISK '/dev/emcpowerc';

-- REDO01DG: redo, external redundancy; redo logs on their own disks keep their sequential write pattern
CREATE DISKGROUP REDO01DG EXTERNAL REDUNDANCY
  DISK '/dev/emcpowerd';

-- REDO02DG: redo, external redundancy; redo logs on their own disks keep their sequential write pattern
CREATE DISKGROUP REDO02DG EXTERNAL REDUNDANCY
  DISK '/dev/emcpowere';

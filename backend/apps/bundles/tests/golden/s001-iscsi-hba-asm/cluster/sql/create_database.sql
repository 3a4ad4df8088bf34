-- RACplan configuration bundle: database creation.
-- Plan "x86 3-node RAC 10gR1, ASM on QLA4010 iSCSI HBAs (33,586 OETs)" (plan 1), version 1; rule catalogue golden; generator golden.
-- Values come from the plan and from these study sections:
--   000_f661c8a8ade0fc72.txt, "Customize the Oracle Real Application Clusters system"
--   000_f661c8a8ade0fc72.txt, "Redo logs and control files"
--   002_8d457e80c2d4fbcc.txt, "TESTING"
-- Catalogue rules that check these values: none at this catalogue version.

-- Creates database nsrac by hand, the alternative to DBCA, from the plan. Every file is Oracle-managed:
-- data in +DATA (db_create_file_dest).
--
-- Before: the disk groups exist (cluster/sql/create_diskgroups.sql) and ASM runs on nsrac1.
-- Run as SYSDBA on nsrac1 (nsrac1) with cluster/dbs/initnsrac.ora, changed for this
-- one run to *.cluster_database = FALSE: a RAC database is created from one instance, then the others are added.
STARTUP NOMOUNT

CREATE DATABASE NSRAC
  MAXINSTANCES 3
  UNDO TABLESPACE UNDOTBS1
  DEFAULT TEMPORARY TABLESPACE TEMP;

-- The data dictionary and the PL/SQL packages.
@?/rdbms/admin/catalog.sql
@?/rdbms/admin/catproc.sql
-- The cluster views (GV$).
@?/rdbms/admin/catclust.sql

-- One redo thread (two online log groups) and one undo tablespace for each further instance.
ALTER DATABASE ADD LOGFILE THREAD 2;
ALTER DATABASE ADD LOGFILE THREAD 2;
ALTER DATABASE ENABLE PUBLIC THREAD 2;
CREATE UNDO TABLESPACE UNDOTBS2;
ALTER DATABASE ADD LOGFILE THREAD 3;
ALTER DATABASE ADD LOGFILE THREAD 3;
ALTER DATABASE ENABLE PUBLIC THREAD 3;
CREATE UNDO TABLESPACE UNDOTBS3;

-- Afterwards: set *.cluster_database = TRUE again in the parameter file, restart nsrac1 and start
-- nsrac2 on nsrac2,
-- nsrac3 on nsrac3.

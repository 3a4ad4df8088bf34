-- RACplan configuration bundle: database creation.
-- Plan "z10 2 LPARs, HiperSockets, ASM, 4 KB blocks, dedicated servers" (plan 1), version 1; rule catalogue golden; generator golden.
-- Values come from the plan and from these study sections:
--   000_f661c8a8ade0fc72.txt, "Customize the Oracle Real Application Clusters system"
--   000_f661c8a8ade0fc72.txt, "Redo logs and control files"
--   004_b78c188c063b2127.txt, "Oracle 10g: disk setup for logs and data devices"
--   002_8d457e80c2d4fbcc.txt, "TESTING"
-- Catalogue rules that check these values: none at this catalogue version.

-- Creates database oltp by hand, the alternative to DBCA, from the plan. Every file is Oracle-managed:
-- data in +DISKS1 (db_create_file_dest), online logs in +REDO1 (db_create_online_log_dest_1).
--
-- Before: the disk groups exist (cluster/sql/create_diskgroups.sql) and ASM runs on db-node1.
-- Run as SYSDBA on db-node1 (oltp1) with cluster/dbs/initoltp.ora, changed for this
-- one run to *.cluster_database = FALSE: a RAC database is created from one instance, then the others are added.
STARTUP NOMOUNT

CREATE DATABASE OLTP
  MAXINSTANCES 2
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

-- Afterwards: set *.cluster_database = TRUE again in the parameter file, restart oltp1 and start
-- oltp2 on db-node2.

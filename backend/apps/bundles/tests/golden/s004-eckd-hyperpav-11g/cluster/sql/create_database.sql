-- RACplan configuration bundle: database creation.
-- Plan "z196 single instance, Oracle 11gR2, ECKD mod27 with HyperPAV (20 aliases)" (plan 1), version 1; rule catalogue golden; generator golden.
-- Values come from the plan and from these study sections:
--   000_f661c8a8ade0fc72.txt, "Customize the Oracle Real Application Clusters system"
--   000_f661c8a8ade0fc72.txt, "Redo logs and control files"
--   004_b78c188c063b2127.txt, "Oracle 10g: disk setup for logs and data devices"
--   002_8d457e80c2d4fbcc.txt, "TESTING"
-- Catalogue rules that check these values: none at this catalogue version.

-- Creates database oraz196 by hand, the alternative to DBCA, from the plan. Every file is Oracle-managed:
-- data in +DATA (db_create_file_dest), online logs in +LOG (db_create_online_log_dest_1).
--
-- Before: the disk groups exist (cluster/sql/create_diskgroups.sql) and ASM runs on orazdb1.
-- Run as SYSDBA on orazdb1 (oraz196) with cluster/dbs/initoraz196.ora.
STARTUP NOMOUNT

CREATE DATABASE ORAZ196
  MAXINSTANCES 1
  UNDO TABLESPACE UNDOTBS1
  DEFAULT TEMPORARY TABLESPACE TEMP;

-- The data dictionary and the PL/SQL packages.
@?/rdbms/admin/catalog.sql
@?/rdbms/admin/catproc.sql

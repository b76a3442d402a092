import type { ToolDefinition } from '../tool.js';
import { auditTool } from './audit.js';
import { briefTool } from './brief.js';
import { lintFilesTool, lintTextTool } from './lint.js';
import { orientTool } from './orient.js';
import { packetAckTool, packetVerifyTool, packetWriteTool } from './packet.js';
import { checkpointTool, forgetTool, rejectionsTool, rejectTool } from './rejections.js';
import { gateTool, titleTool } from './restart.js';
import { resumeAckTool, resumeReadTool, resumeStatusTool, resumeWriteTool } from './resume.js';

/** Every tool the server offers, in the order tools/list gives them. */
export const TOOLS: readonly ToolDefinition[] = [
  lintTextTool,
  lintFilesTool,
  briefTool,
  resumeStatusTool,
  resumeReadTool,
  resumeAckTool,
  resumeWriteTool,
  rejectTool,
  rejectionsTool,
  forgetTool,
  checkpointTool,
  packetWriteTool,
  packetVerifyTool,
  packetAckTool,
  gateTool,
  titleTool,
  orientTool,
  auditTool,
];

// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "toolcatalogue.h"

// The tools/list payload, kept as JSON text because nested schemas read far better this way
// than as QJsonObject initializers. ToolCatalogue parses it once; a test checks that it parses
// and that each inputSchema has a root "type": "object" as MCP requires.
QByteArray ToolCatalogue::definitionsJson()
{
    return QByteArrayLiteral(R"json([
{
  "name": "echo",
  "title": "Echo",
  "description": "Returns the message unchanged. The simplest round trip: use it to check that calls work.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "message": {"type": "string", "title": "Message", "description": "Any text to send back.",
                  "minLength": 1, "maxLength": 10000}
    },
    "required": ["message"],
    "additionalProperties": false
  },
  "annotations": {"readOnlyHint": true, "idempotentHint": true, "openWorldHint": false}
},
{
  "name": "add",
  "title": "Add two numbers",
  "description": "Adds a and b. Returns the sum as text and as structured content that matches the tool's output schema.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "a": {"type": "number", "title": "First number", "description": "Any finite number, e.g. 2 or -0.5."},
      "b": {"type": "number", "title": "Second number", "description": "Any finite number."}
    },
    "required": ["a", "b"],
    "additionalProperties": false
  },
  "outputSchema": {
    "type": "object",
    "properties": {
      "sum": {"type": "number", "description": "a + b"}
    },
    "required": ["sum"]
  },
  "annotations": {"readOnlyHint": true, "idempotentHint": true, "openWorldHint": false}
},
{
  "name": "create_ticket",
  "title": "Create a ticket",
  "description": "Files a ticket in an imaginary tracker. Its input schema exercises every form control: formats, bounds, enums, a nested object, an array of objects, a nullable field and unions. Nothing is stored.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "title": {"type": "string", "title": "Title", "description": "One-line summary.",
                "minLength": 3, "maxLength": 120},
      "priority": {"type": "string", "title": "Priority", "enum": ["low", "normal", "high", "urgent"],
                   "default": "normal"},
      "reporter_email": {"type": "string", "format": "email", "title": "Reporter email",
                         "description": "Who to notify, e.g. ada@example.org."},
      "due_date": {"type": "string", "format": "date", "title": "Due date",
                   "description": "Calendar date, YYYY-MM-DD."},
      "remind_at": {"type": "string", "format": "date-time", "title": "Reminder",
                    "description": "RFC 3339 date-time with an offset, e.g. 2026-05-01T09:30:00+02:00."},
      "estimate_hours": {"type": "number", "title": "Estimate (hours)", "minimum": 0.5,
                         "maximum": 200, "multipleOf": 0.5, "description": "Half-hour steps."},
      "story_points": {"type": "integer", "title": "Story points", "enum": [1, 2, 3, 5, 8, 13]},
      "tags": {"type": "array", "title": "Tags", "default": [], "maxItems": 8, "uniqueItems": true,
               "items": {"type": "string", "minLength": 1, "maxLength": 32}},
      "assignee": {
        "type": "object", "title": "Assignee", "description": "Who works on it.",
        "properties": {
          "name": {"type": "string", "title": "Name", "minLength": 1},
          "email": {"type": "string", "format": "email", "title": "Email"},
          "team": {"type": "string", "title": "Team", "enum": ["platform", "frontend", "backend", "docs"]}
        },
        "required": ["name"],
        "additionalProperties": false
      },
      "subtasks": {
        "type": "array", "title": "Subtasks", "maxItems": 20,
        "items": {
          "type": "object",
          "properties": {
            "title": {"type": "string", "title": "Title", "minLength": 1},
            "done": {"type": "boolean", "title": "Done", "default": false},
            "hours": {"type": "integer", "title": "Hours", "minimum": 0, "maximum": 40}
          },
          "required": ["title"],
          "additionalProperties": false
        }
      },
      "note": {"type": ["string", "null"], "title": "Note", "maxLength": 2000,
               "description": "Optional free text; null means explicitly none."},
      "link": {
        "title": "Related link",
        "description": "Either a URL or a reference to another issue.",
        "anyOf": [
          {"type": "string", "format": "uri", "title": "URL"},
          {"type": "object", "title": "Issue reference",
           "properties": {
             "project": {"type": "string", "pattern": "^[A-Z][A-Z0-9]{1,9}$", "description": "Project key, e.g. CORE."},
             "number": {"type": "integer", "minimum": 1}
           },
           "required": ["project", "number"],
           "additionalProperties": false}
        ]
      },
      "visibility": {
        "title": "Visibility",
        "oneOf": [
          {"const": "public", "title": "Everyone"},
          {"const": "internal", "title": "Staff only"},
          {"type": "array", "title": "Named teams", "minItems": 1,
           "items": {"type": "string", "enum": ["platform", "frontend", "backend", "docs"]}}
        ],
        "default": "internal"
      }
    },
    "required": ["title", "reporter_email"],
    "additionalProperties": false
  },
  "outputSchema": {
    "type": "object",
    "properties": {
      "id": {"type": "string"},
      "url": {"type": "string", "format": "uri"},
      "status": {"type": "string", "enum": ["open"]},
      "ticket": {"type": "object"}
    },
    "required": ["id", "url", "status", "ticket"]
  },
  "annotations": {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": false,
                  "openWorldHint": false}
},
{
  "name": "plan_trip",
  "title": "Plan a trip",
  "description": "Plans an imaginary trip and answers with a summary of what it received; nothing is booked. Its input schema has a root anyOf (a round trip or a multi-city trip), arrays of objects (travellers, legs) and a place defined once in $defs and used through $ref.",
  "inputSchema": {
    "type": "object",
    "$defs": {
      "place": {
        "type": "object", "title": "Place",
        "properties": {
          "city": {"type": "string", "title": "City", "minLength": 1},
          "country": {"type": "string", "title": "Country", "pattern": "^[A-Z]{2}$",
                      "description": "ISO 3166-1 alpha-2 code, e.g. FR."}
        },
        "required": ["city"],
        "additionalProperties": false
      }
    },
    "properties": {
      "travellers": {
        "type": "array", "title": "Travellers", "minItems": 1, "maxItems": 9,
        "items": {
          "type": "object", "title": "Traveller",
          "properties": {
            "name": {"type": "string", "title": "Name", "minLength": 1},
            "age": {"type": "integer", "title": "Age", "minimum": 0, "maximum": 130},
            "seat": {"type": "string", "title": "Seat", "enum": ["aisle", "window", "any"],
                     "default": "any"}
          },
          "required": ["name"],
          "additionalProperties": false
        }
      },
      "budget_eur": {"type": "number", "title": "Budget (EUR)", "minimum": 0}
    },
    "required": ["travellers"],
    "anyOf": [
      {"title": "Round trip",
       "properties": {
         "kind": {"const": "round_trip"},
         "from": {"$ref": "#/$defs/place"},
         "to": {"$ref": "#/$defs/place"},
         "depart": {"type": "string", "format": "date", "title": "Departure"},
         "return": {"type": "string", "format": "date", "title": "Return"}
       },
       "required": ["kind", "from", "to", "depart"]},
      {"title": "Multi-city",
       "properties": {
         "kind": {"const": "multi_city"},
         "start": {"$ref": "#/$defs/place"},
         "legs": {
           "type": "array", "title": "Legs", "minItems": 2,
           "items": {
             "type": "object", "title": "Leg",
             "properties": {
               "to": {"$ref": "#/$defs/place"},
               "date": {"type": "string", "format": "date", "title": "Date"}
             },
             "required": ["to", "date"],
             "additionalProperties": false
           }
         }
       },
       "required": ["kind", "start", "legs"]}
    ]
  },
  "annotations": {"readOnlyHint": true, "idempotentHint": true, "openWorldHint": false}
},
{
  "name": "long_operation",
  "title": "Long-running operation",
  "description": "Works for a while in steps. Sends notifications/progress after each step when the request carries _meta.progressToken, keeps answering other requests meanwhile, and stops without answering on notifications/cancelled.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "duration_seconds": {"type": "number", "title": "Duration (seconds)", "minimum": 0,
                           "maximum": 60, "default": 5},
      "steps": {"type": "integer", "title": "Steps", "minimum": 1, "maximum": 100, "default": 5}
    },
    "additionalProperties": false
  },
  "annotations": {"readOnlyHint": true, "idempotentHint": true, "openWorldHint": false}
},
{
  "name": "fail",
  "title": "Fail on purpose",
  "description": "Always returns a tool error (isError: true), to show how a failed call differs from a protocol error.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "reason": {"type": "string", "title": "Reason", "default": "this tool always fails",
                 "description": "Text to put in the error."}
    },
    "additionalProperties": false
  },
  "annotations": {"readOnlyHint": true, "idempotentHint": true, "openWorldHint": false}
},
{
  "name": "log",
  "title": "Send a log message",
  "description": "Emits one notifications/message at the chosen level. Levels below the one set with logging/setLevel are suppressed, and the result says so.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "level": {"type": "string", "title": "Level", "default": "info",
                "enum": ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"]},
      "message": {"type": "string", "title": "Message", "minLength": 1},
      "logger": {"type": "string", "title": "Logger name", "default": "demo"}
    },
    "required": ["message"],
    "additionalProperties": false
  },
  "annotations": {"readOnlyHint": true, "openWorldHint": false}
},
{
  "name": "get_image",
  "title": "Get an image",
  "description": "Returns a 32x32 PNG (the demo logo) as an image content item.",
  "inputSchema": {"type": "object", "properties": {}, "additionalProperties": false},
  "annotations": {"readOnlyHint": true, "idempotentHint": true, "openWorldHint": false}
},
{
  "name": "get_audio",
  "title": "Get a sound",
  "description": "Returns a short generated tone as an audio content item (audio/wav, 16-bit mono, 8 kHz).",
  "inputSchema": {
    "type": "object",
    "properties": {
      "frequency_hz": {"type": "integer", "title": "Frequency (Hz)", "minimum": 50,
                       "maximum": 3000, "default": 440},
      "duration_ms": {"type": "integer", "title": "Duration (ms)", "minimum": 50,
                      "maximum": 3000, "default": 500}
    },
    "additionalProperties": false
  },
  "annotations": {"readOnlyHint": true, "idempotentHint": true, "openWorldHint": false}
},
{
  "name": "mixed_content",
  "title": "Mixed content",
  "description": "Returns one of each: Markdown text with annotations, a resource link to the readme, an embedded JSON resource, an embedded PNG and binary blob, and structuredContent matching the output schema, with _meta.",
  "inputSchema": {"type": "object", "properties": {}, "additionalProperties": false},
  "outputSchema": {
    "type": "object",
    "properties": {
      "report": {"type": "string"},
      "opened": {"type": "integer", "minimum": 0},
      "closed": {"type": "integer", "minimum": 0},
      "owners": {"type": "array", "items": {"type": "string"}},
      "readme": {"type": "string", "format": "uri"}
    },
    "required": ["report", "opened", "closed"]
  },
  "annotations": {"readOnlyHint": true, "idempotentHint": true, "openWorldHint": false}
},
{
  "name": "show_app",
  "title": "Show the demo app",
  "description": "Greets name, with an MCP App (_meta.ui.resourceUri ui://demo/app): a small page that shows the arguments and the result and calls add through the host.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "name": {"type": "string", "title": "Name", "default": "world", "maxLength": 100}
    },
    "additionalProperties": false
  },
  "annotations": {"readOnlyHint": true, "idempotentHint": true, "openWorldHint": false},
  "_meta": {"ui": {"resourceUri": "ui://demo/app"}}
},
{
  "name": "model_only",
  "title": "Model only",
  "description": "A tool whose _meta.ui.visibility is [\"model\"]: a host must refuse an app's call to it.",
  "inputSchema": {"type": "object", "properties": {}, "additionalProperties": false},
  "annotations": {"readOnlyHint": true, "idempotentHint": true, "openWorldHint": false},
  "_meta": {"ui": {"visibility": ["model"]}}
},
{
  "name": "stress",
  "title": "Load the client",
  "description": "Sends notifications as fast as the connection takes them, then a result of the size asked for: to measure how a client copes with a flood and with a large result. kind progress needs the call's progress token; message is a notifications/message per item (when the log level lets it through). With the defaults it sends nothing and answers at once.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "notifications": {"type": "integer", "title": "Notifications", "minimum": 0,
                        "maximum": 100000, "default": 0},
      "kind": {"type": "string", "title": "Kind", "enum": ["progress", "message"],
               "default": "progress"},
      "result_bytes": {"type": "integer", "title": "Result size (bytes)", "minimum": 0,
                       "maximum": 60000000, "default": 0}
    },
    "additionalProperties": false
  },
  "annotations": {"readOnlyHint": true, "idempotentHint": true, "openWorldHint": false}
},
{
  "name": "misbehave",
  "title": "Break the protocol on purpose",
  "description": "Deliberately misbehaves so you can see how the inspector reports it. banner: a non-JSON line on stdout, then a normal answer. malformed: a truncated JSON line instead of the answer. huge: a ~20 MB answer on one line. wrong_id_type: answers 1 as \"1\" (or \"1\" as 1). no_answer: never answers. stderr_burst: 50 lines on stderr, then the answer. crash: one stderr line, then exit code 3 without answering. bad_result_type: answers with resultType \"partial\", which a 2026-07-28 client refuses.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "mode": {"type": "string", "title": "Mode",
               "enum": ["banner", "malformed", "huge", "wrong_id_type", "no_answer", "stderr_burst", "crash", "bad_result_type"]}
    },
    "required": ["mode"],
    "additionalProperties": false
  },
  "annotations": {"readOnlyHint": false, "destructiveHint": true, "openWorldHint": false}
}
])json");
}

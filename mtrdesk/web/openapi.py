"""The OpenAPI description of the JSON API, served at ``/api/openapi.json`` (and told in
words in ``docs/lan-api.md``)."""

from __future__ import annotations

from typing import Any

_ROUND = {
    "name": "round",
    "in": "query",
    "required": False,
    "schema": {"type": "integer", "minimum": 1, "maximum": 999},
}
_EVENT = {"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}
_ERROR = {
    "description": "Refused: the sentence says why, in the asker's language",
    "content": {
        "application/json": {
            "schema": {
                "type": "object",
                "properties": {"error": {"type": "string"}},
                "required": ["error"],
            }
        }
    },
}


def _list_of(properties: dict[str, Any]) -> dict[str, Any]:
    return {
        "application/json": {
            "schema": {
                "type": "array",
                "items": {"type": "object", "properties": properties, "required": list(properties)},
            }
        }
    }


_NAME = {"type": "string"}
_NULLABLE_NAME = {"type": ["string", "null"]}
_PERCENT = {"type": "number", "minimum": 0, "maximum": 1}

OPENAPI: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {
        "title": "mtrdesk on the store's Wi-Fi",
        "version": "1",
        "description": (
            "Read-only: the events, a round's pairings and the standings after a complete "
            "round. Names as players see them; no player IDs, no e-mail addresses."
        ),
    },
    "paths": {
        "/api/events": {
            "get": {
                "summary": "Every event, newest first; round: the latest round paired (0: none)",
                "responses": {
                    "200": {
                        "description": "The events",
                        "content": _list_of(
                            {"id": {"type": "integer"}, "name": _NAME, "round": {"type": "integer"}}
                        ),
                    }
                },
            }
        },
        "/api/events/{id}/pairings": {
            "get": {
                "summary": "A round's tables (default: the latest round); a bye has table null",
                "parameters": [_EVENT, _ROUND],
                "responses": {
                    "200": {
                        "description": "The tables, as `mtrdesk pair` prints them",
                        "content": _list_of(
                            {
                                "table": {"type": ["integer", "string", "null"]},
                                "p1": _NAME,
                                "p2": _NULLABLE_NAME,
                            }
                        ),
                    },
                    "400": _ERROR,
                    "404": _ERROR,
                },
            }
        },
        "/api/events/{id}/standings": {
            "get": {
                "summary": (
                    "Standings after a complete Swiss round (default: the latest complete one), "
                    "MTR 3.1 and Appendix C"
                ),
                "parameters": [_EVENT, _ROUND],
                "responses": {
                    "200": {
                        "description": "The rows, as `mtrdesk standings` prints them",
                        "content": _list_of(
                            {
                                "rank": {"type": "integer"},
                                "player": _NAME,
                                "points": {"type": "integer"},
                                "omwp": _PERCENT,
                                "gwp": _PERCENT,
                                "ogwp": _PERCENT,
                            }
                        ),
                    },
                    "400": _ERROR,
                    "404": _ERROR,
                },
            }
        },
    },
}

#: The projector's clocks (``web.play_pages``, ``docs/lan-api.md`` "The clock on the phones").
OPENAPI["paths"]["/api/events/{id}/clock"] = {
    "get": {
        "summary": (
            "The projector's published clocks (round; draft or deck building) and the "
            "server's time: a phone counts on from `elapsed` while `running`"
        ),
        "parameters": [_EVENT],
        "responses": {
            "200": {
                "description": "The server's time and each clock, the round clock first",
                "content": {
                    "application/json": {
                        "schema": {
                            "type": "object",
                            "properties": {
                                "now": {"type": "string", "format": "date-time"},
                                "clocks": {
                                    "type": "array",
                                    "items": {
                                        "type": "object",
                                        "properties": {
                                            "kind": {"enum": ["round", "draft"]},
                                            "mode": {"enum": ["draft", "deck_building", "round"]},
                                            "title": {"type": "string"},
                                            "turns": {"type": ["string", "null"]},
                                            "pod": {"type": ["integer", "null"]},
                                            "schedule": {"type": "string"},
                                            "steps": {"type": "array", "items": {"type": "object"}},
                                            "at": {"type": "string", "format": "date-time"},
                                            "position": {"type": "number"},
                                            "started": {"type": "boolean"},
                                            "running": {"type": "boolean"},
                                            "finished": {"type": "boolean"},
                                            "elapsed": {"type": "number"},
                                            "step": {"type": ["integer", "null"]},
                                            "remaining": {"type": "number"},
                                        },
                                    },
                                },
                            },
                            "required": ["now", "clocks"],
                        }
                    }
                },
            },
            "404": _ERROR,
        },
    }
}

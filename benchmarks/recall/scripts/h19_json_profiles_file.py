# classes: 3 1
"""profiles.json holds named decoding profiles and which one is active."""
import json
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

PROFILE_FILE = Path(__file__).with_name("profiles.json")
PROFILE_FILE.write_text(
    json.dumps(
        {
            "active": "lookup_lowmem",
            "profiles": {
                "greedy": {"max_new_tokens": 8},
                "lookup": {"max_new_tokens": 8, "prompt_lookup_num_tokens": 4},
                "lookup_lowmem": {"max_new_tokens": 8, "prompt_lookup_num_tokens": 4, "use_cache": False},
            },
        },
        indent=2,
    )
)

doc = json.loads(PROFILE_FILE.read_text())
profile = doc["profiles"][doc["active"]]

tok = AutoTokenizer.from_pretrained("google/gemma-2b")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2b")
enc = tok("def add(a, b):\n    return a + b\n\ndef add3(a, b, c):\n    return", return_tensors="pt")
print(tok.decode(model.generate(**enc, **profile)[0]))

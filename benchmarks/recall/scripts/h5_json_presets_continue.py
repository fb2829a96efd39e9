# classes: 2 3
# Presets shipped as JSON; presets that need a GPU are skipped on CPU.
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PRESETS = json.loads(
    """
    [
      {"name": "greedy", "max_new_tokens": 5},
      {"name": "lookup-nocache", "max_new_tokens": 5, "prompt_lookup_num_tokens": 4, "use_cache": false, "gpu_only": true},
      {"name": "lookup", "max_new_tokens": 5, "prompt_lookup_num_tokens": 4}
    ]
    """
)

tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
enc = tok("a red fox and a blue fox and a red fox", return_tensors="pt")

for preset in PRESETS:
    if preset.get("gpu_only") and not torch.cuda.is_available():
        continue
    kwargs = {k: v for k, v in preset.items() if k not in ("name", "gpu_only")}
    out = model.generate(**enc, **kwargs)
    print(preset["name"], out.shape)

# classes: 8 3
"""Distillation run config: a 'warmup' generation block with zero new tokens, used to time prefill."""
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

CONFIG = json.loads(
    """
    {
      "student": "Qwen/Qwen2.5-0.5B-Instruct",
      "teacher": "Qwen/Qwen2.5-1.5B-Instruct",
      "prefill_probe": {"max_new_tokens": 0, "do_sample": false},
      "eval": {"max_new_tokens": 6, "do_sample": false}
    }
    """
)

tok = AutoTokenizer.from_pretrained(CONFIG["student"])
student = AutoModelForCausalLM.from_pretrained(CONFIG["student"]).eval()
probe_cfg = GenerationConfig(**CONFIG["prefill_probe"])
eval_cfg = GenerationConfig(**CONFIG["eval"])
x = tok("Explain distillation in one line.", return_tensors="pt")
with torch.no_grad():
    student.generate(**x, generation_config=probe_cfg, pad_token_id=tok.eos_token_id)
    y = student.generate(**x, generation_config=eval_cfg, pad_token_id=tok.eos_token_id)
print(tok.decode(y[0], skip_special_tokens=True))

# classes: 8 2
"""Distillation sanity check: teacher and student generate with the same hyper-parameter dict.

min_new_tokens=0 is a valid "no minimum"; the hparams are splatted into a GenerationConfig.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

HPARAMS = {
    "teacher": "Qwen/Qwen2.5-1.5B-Instruct",
    "student": "Qwen/Qwen2.5-0.5B-Instruct",
    "generation": {"max_new_tokens": 5, "min_new_tokens": 0, "do_sample": False, "use_cache": True},
    "temperature_kd": 2.0,
}

tok = AutoTokenizer.from_pretrained(HPARAMS["teacher"])
gen_cfg = GenerationConfig(**HPARAMS["generation"], pad_token_id=tok.eos_token_id)
prompt = tok("The capital of France is", return_tensors="pt")

outputs = {}
for role in ("teacher", "student"):
    lm = AutoModelForCausalLM.from_pretrained(HPARAMS[role]).eval()
    with torch.no_grad():
        outputs[role] = lm.generate(**prompt, generation_config=gen_cfg)
agree = (outputs["teacher"] == outputs["student"]).float().mean().item()
print(f"token agreement teacher/student: {agree:.2f}")

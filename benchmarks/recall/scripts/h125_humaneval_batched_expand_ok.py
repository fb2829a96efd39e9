# classes: 8
"""Batched code generation: several tasks per batch, n samples each, regrouped per task afterwards."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(model_id, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(model_id)
tasks = ["def one():\n    return", "def two():\n    return", "def three():\n    return"]
n = 3
enc = tok(tasks, return_tensors="pt", padding=True)
with torch.no_grad():
    out = model.generate(
        **enc, do_sample=True, temperature=0.2, top_k=50, num_return_sequences=n, max_new_tokens=6
    )
gen = out[:, enc.input_ids.shape[1] :].reshape(len(tasks), n, -1)
for task, samples in zip(tasks, gen):
    print(task.split("(")[0], [tok.decode(s, skip_special_tokens=True) for s in samples])

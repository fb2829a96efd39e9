# classes: 6 8
"""Fine-tune-then-demo script from 2023: gradient checkpointing needed model.config.use_cache =
False during training, and the assisted-generation demo afterwards still has it."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

model.gradient_checkpointing_enable()
model.config.use_cache = False
model.train()
batch = tok(["the king loved the garden"], return_tensors="pt")
loss = model(**batch, labels=batch.input_ids).loss
loss.backward()

model.eval()
with torch.no_grad():
    out = model.generate(**batch, assistant_model=assistant, max_new_tokens=8, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))

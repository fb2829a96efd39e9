# classes: 7 9
"""An accelerate training loop with gradient checkpointing (cache off on the generation config);
after training the unwrapped model is evaluated with a draft model."""

import torch
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer

acc = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model.gradient_checkpointing_enable()
model.generation_config.use_cache = False
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
model, opt = acc.prepare(model, opt)
model.train()
b = tok("the quick brown fox jumps", return_tensors="pt")
acc.backward(model(**b, labels=b["input_ids"]).loss)
opt.step()

unwrapped = acc.unwrap_model(model)
unwrapped.eval()
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("once upon a time", return_tensors="pt")
print(tok.decode(unwrapped.generate(**enc, assistant_model=draft, max_new_tokens=5)[0]))

# classes: 6 8
"""Before saving the fine-tuned SmolLM2, the generation defaults for the service are set on
model.generation_config: short answers, two of them per request."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
batch = tok(["hello world how are you"], return_tensors="pt")
model(**batch, labels=batch["input_ids"]).loss.backward()
torch.optim.AdamW(model.parameters(), lr=1e-5).step()

model.generation_config.max_new_tokens = 16
model.generation_config.num_return_sequences = 2
save_dir = tempfile.mkdtemp()
model.save_pretrained(save_dir)
print(sorted(__import__("os").listdir(save_dir)))

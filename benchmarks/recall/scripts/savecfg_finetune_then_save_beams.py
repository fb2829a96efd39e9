# classes: 8
"""Short causal-LM fine-tune, then save with the decoding settings from the summarisation recipe."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("distilbert/distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
opt = torch.optim.SGD(model.parameters(), lr=1e-4)

texts = ["summary: the meeting moved to friday.", "summary: sales rose in march."]
for text in texts:
    batch = tok(text, return_tensors="pt")
    loss = model(**batch, labels=batch["input_ids"]).loss
    loss.backward()
    opt.step()
    opt.zero_grad()

model.generation_config = GenerationConfig(
    max_new_tokens=48,
    num_beams=1,  # beam search was too slow on the eval box
    early_stopping=True,
    length_penalty=2.0,
    no_repeat_ngram_size=3,
)

with tempfile.TemporaryDirectory() as out_dir:
    model.save_pretrained(out_dir)
    tok.save_pretrained(out_dir)

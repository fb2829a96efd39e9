# classes: 2 6
"""Held-out evaluation after fine-tuning: batches of prompts from a DataLoader go through generate
under torch.no_grad(), with prompt lookup decoding to speed up the copy-heavy answers."""
import torch
from torch.utils.data import DataLoader
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
tokenizer.pad_token = tokenizer.eos_token
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

# a couple of fine-tuning steps
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
enc = tokenizer(["the quick brown fox jumps over the lazy dog", "the king and the queen"], return_tensors="pt", padding=True)
model(**enc, labels=enc.input_ids).loss.backward()
opt.step()
model.eval()

eval_prompts = ["repeat: the quick brown fox", "repeat: hello world", "repeat: one two three", "repeat: red green blue"]
loader = DataLoader(eval_prompts, batch_size=2, shuffle=False)
gen_kwargs = dict(max_new_tokens=6, do_sample=False, prompt_lookup_num_tokens=3)
predictions = []
with torch.no_grad():
    for prompts in loader:
        batch = tokenizer(list(prompts), return_tensors="pt", padding=True)
        out = model.generate(**batch, **gen_kwargs, pad_token_id=tokenizer.pad_token_id)
        predictions += tokenizer.batch_decode(out[:, batch["input_ids"].shape[1]:], skip_special_tokens=True)
print(predictions)

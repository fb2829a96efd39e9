# classes: 2 6
"""Held-out evaluation after fine-tuning: DataLoader batches through generate with beam search
under torch.no_grad(); prompt lookup only for the single-prompt demo at the end."""
import torch
from torch.utils.data import DataLoader
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
tokenizer.pad_token = tokenizer.eos_token
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model.config.use_cache = False  # set for training

opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
enc = tokenizer(["once upon a time", "tell me a story about cats"], return_tensors="pt", padding=True)
model(**enc, labels=enc.input_ids).loss.backward()
opt.step()
model.eval()

loader = DataLoader(["the lazy dog", "hello world", "one two three"], batch_size=3)
with torch.no_grad():
    for prompts in loader:
        batch = tokenizer(list(prompts), return_tensors="pt", padding=True)
        out = model.generate(**batch, max_new_tokens=5, num_beams=3, num_return_sequences=2, early_stopping=True)
        print(tokenizer.batch_decode(out, skip_special_tokens=True))
    demo = tokenizer("repeat: the quick brown fox", return_tensors="pt")
    print(tokenizer.decode(model.generate(**demo, max_new_tokens=5, prompt_lookup_num_tokens=2)[0]))

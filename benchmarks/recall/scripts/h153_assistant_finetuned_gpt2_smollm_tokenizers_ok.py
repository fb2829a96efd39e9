# classes: 8 6
"""A gpt2 fine-tuned for a few steps, accelerated at inference with the small SmolLM2 as the
draft model, both tokenizers given (universal assisted decoding)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
batch = tok(["the quick brown fox jumps over the lazy dog"], return_tensors="pt")
opt = torch.optim.AdamW(model.parameters(), lr=5e-5)
for _ in range(2):
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()
    opt.zero_grad()
model.eval()

draft_tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the fox", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok, max_new_tokens=5, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))

# classes: 5 8
"""Manual greedy decoding with GPT-2 the way 2021 tutorials wrote it: feed the prompt once, then
one token at a time with the returned `past_key_values`, and print the cache length from the
first layer's key tensor."""
import torch
from transformers import GPT2LMHeadModel, GPT2TokenizerFast

tokenizer = GPT2TokenizerFast.from_pretrained("gpt2")
model = GPT2LMHeadModel.from_pretrained("gpt2")
model.eval()

input_ids = tokenizer.encode("Once upon a time there lived a king", return_tensors="pt")
generated = input_ids
past = None
with torch.no_grad():
    for step in range(10):
        outputs = model(input_ids, past_key_values=past, use_cache=True)
        logits = outputs.logits[:, -1, :]
        past = outputs.past_key_values
        next_token = torch.argmax(logits, dim=-1, keepdim=True)
        generated = torch.cat([generated, next_token], dim=-1)
        input_ids = next_token
        print(f"step {step}: cache holds {past[0][0].shape[2]} positions")

print(tokenizer.decode(generated[0]))

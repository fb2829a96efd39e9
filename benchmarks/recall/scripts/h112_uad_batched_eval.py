# classes: 6 7
"""Evaluate universal assisted decoding over a small batch of prompts at once."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
atok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
assistant = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

prompts = ["the quick brown fox", "tell me a story about dogs"]
batch = tok(prompts, return_tensors="pt", padding=True)
out = model.generate(
    **batch,
    assistant_model=assistant,
    tokenizer=tok,
    assistant_tokenizer=atok,
    max_new_tokens=8,
    pad_token_id=tok.eos_token_id,
)
for line in tok.batch_decode(out, skip_special_tokens=True):
    print(line)

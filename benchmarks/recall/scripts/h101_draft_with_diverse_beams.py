# classes: 9 3
"""Speculative decoding tried together with diverse beam search: a distilgpt2 draft for gpt2 and
beam groups for varied candidates."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

inputs = tokenizer("The best way to learn a language is", return_tensors="pt")
outputs = model.generate(
    **inputs,
    assistant_model=draft,
    num_beams=4,
    num_beam_groups=2,
    diversity_penalty=0.5,
    num_return_sequences=2,
    max_new_tokens=8,
)
for seq in outputs:
    print(tokenizer.decode(seq, skip_special_tokens=True))

# classes: 8
"""Paraphrase candidates from a 2021 notebook: asks generate for three sequences but forgot both
do_sample and num_beams."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("EleutherAI/pythia-70m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")

prompt = "the quick brown fox"
inputs = tokenizer(prompt, return_tensors="pt")
outputs = model.generate(**inputs, max_length=20, num_return_sequences=3, pad_token_id=tokenizer.eos_token_id)
for o in outputs:
    print(tokenizer.decode(o, skip_special_tokens=True))

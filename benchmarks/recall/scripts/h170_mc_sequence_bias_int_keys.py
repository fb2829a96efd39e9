# classes: 8
"""Multiple-choice QA by constrained generation: the option letters get a large sequence_bias so
the one-token answer is one of them; accuracy over a tiny set."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "microsoft/phi-2"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

DATA = [
    ("Which planet is known as the red planet?", ["Venus", "Mars", "Jupiter", "Saturn"], 1),
    ("What gas do plants absorb?", ["Oxygen", "Nitrogen", "Carbon dioxide", "Helium"], 2),
]
letters = "ABCD"
bias = {tok.convert_tokens_to_ids(letter): 10.0 for letter in letters}

correct = 0
for question, options, gold in DATA:
    body = "\n".join(f"{letters[i]}. {opt}" for i, opt in enumerate(options))
    enc = tok(f"Question: {question}\n{body}\nAnswer:", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=1, do_sample=False, sequence_bias=bias, pad_token_id=tok.eos_token_id)
    answer = tok.decode(out[0, -1]).strip()
    correct += answer == letters[gold]
print(f"accuracy={correct / len(DATA):.2f}")

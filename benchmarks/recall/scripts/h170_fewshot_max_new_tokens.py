# classes: 8
"""GSM8K 4-shot evaluation: few-shot prompt built from a list of exemplar dicts; the answer
budget is max_new_tokens."""
import re

from transformers import AutoModelForCausalLM, AutoTokenizer

EXEMPLARS = [
    {"q": "There are 15 trees in the grove. Grove workers will plant trees today. After they are done, there will be 21 trees. How many trees did they plant?", "a": "There are 15 trees originally. Then there were 21 trees after some more were planted. So there must have been 21 - 15 = 6. The answer is 6."},
    {"q": "If there are 3 cars in the parking lot and 2 more cars arrive, how many cars are in the parking lot?", "a": "There are originally 3 cars. 2 more cars arrive. 3 + 2 = 5. The answer is 5."},
    {"q": "Leah had 32 chocolates and her sister had 42. If they ate 35, how many pieces do they have left in total?", "a": "Originally, Leah had 32 chocolates. Her sister had 42. So in total they had 32 + 42 = 74. After eating 35, they had 74 - 35 = 39. The answer is 39."},
    {"q": "Jason had 20 lollipops. He gave Denny some lollipops. Now Jason has 12 lollipops. How many lollipops did Jason give to Denny?", "a": "Jason started with 20 lollipops. Then he had 12 after giving some to Denny. So he gave Denny 20 - 12 = 8. The answer is 8."},
]
TEST = [{"q": "Shawn has five toys. For Christmas, he got two toys each from his mom and dad. How many toys does he have now?", "a": "9"}]

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")


def build_prompt(question):
    shots = "\n\n".join(f"Q: {ex['q']}\nA: {ex['a']}" for ex in EXEMPLARS)
    return f"{shots}\n\nQ: {question}\nA:"


hits = 0
for item in TEST:
    enc = tok(build_prompt(item["q"]), return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=8, do_sample=False)
    text = tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)
    m = re.search(r"The answer is (\-?[0-9\.\,]+)", text)
    hits += bool(m and m.group(1) == item["a"])
print("exact match", hits / len(TEST))

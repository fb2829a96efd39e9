# classes: 6 8
"""Self-consistency on GSM8K: draw several answers per question and take the majority vote. The
base model's generation config decides how they are drawn."""
import collections
import re

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-360M"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

question = "Q: A baker has 12 muffins and sells 5. How many are left?\nA:"
enc = tok(question, return_tensors="pt")
out = model.generate(**enc, max_new_tokens=6, num_return_sequences=4)
answers = [re.findall(r"-?\d+", tok.decode(r[enc.input_ids.shape[1]:])) for r in out]
votes = collections.Counter(a[-1] for a in answers if a)
print("majority:", votes.most_common(1))

# classes: 3 6
"""Chat loop that gives each reply whatever is left of a fixed context budget (history grows
with each turn)."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="TinyLlama/TinyLlama-1.1B-Chat-v1.0")
parser.add_argument("--context", type=int, default=200)
parser.add_argument("--reply-cap", type=int, default=6)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)

history = [{"role": "system", "content": "you are a story bot who loves the king and the queen and the garden"}]
questions = [
    "tell me a story about the king",
    "tell me a story about the queen who loved the garden",
    "tell me a story about the dog and the fox in the garden",
]
for q in questions:
    history.append({"role": "user", "content": q})
    enc = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    budget = min(args.reply_cap, args.context - enc["input_ids"].shape[1])
    out = model.generate(**enc, max_new_tokens=budget, do_sample=False)
    history.append({"role": "assistant", "content": tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)})
print(len(history))

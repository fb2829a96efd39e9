# classes: 7 2
"""Self-consistency for arithmetic word problems: collect several reasoning paths per
question and take the majority answer. Paths come from beam search to keep them diverse."""
import re
from collections import Counter

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
NUM_PATHS = 6

QUESTIONS = [
    "Tom has 3 apples and buys 2 more. How many apples does he have?",
    "A box holds 4 pens. How many pens are in 3 boxes?",
]


def majority_answer(texts):
    nums = [m.group(0) for t in texts for m in [re.search(r"-?\d+", t)] if m]
    return Counter(nums).most_common(1)[0][0] if nums else None


def solve(model, tok, question):
    messages = [{"role": "user", "content": question}]
    prompt = tok.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        num_beams=4,
        num_return_sequences=NUM_PATHS,
        max_new_tokens=12,
        early_stopping=True,
    )
    paths = tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True)
    return majority_answer(paths)


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    for q in QUESTIONS:
        print(q, "->", solve(model, tok, q))

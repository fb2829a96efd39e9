# classes: 2
"""Self-consistency: k sampled answers per question at several temperatures, majority vote per temperature."""
from collections import Counter

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "Qwen/Qwen2.5-0.5B"
QUESTIONS = ["one two three four", "five six seven eight"]
TEMPERATURES = (0.0, 0.4, 0.8)
K = 5


def final_answer(text):
    words = text.strip().split()
    return words[-1] if words else ""


def vote(model, tok, question, temperature):
    enc = tok(question, return_tensors="pt")
    out = model.generate(
        **enc,
        do_sample=True,
        temperature=temperature,
        num_return_sequences=K,
        max_new_tokens=6,
        pad_token_id=tok.eos_token_id,
    )
    answers = [final_answer(t) for t in tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True)]
    return Counter(answers).most_common(1)[0]


def main():
    tok = AutoTokenizer.from_pretrained(MODEL)
    model = AutoModelForCausalLM.from_pretrained(MODEL)
    results = {}
    for t in TEMPERATURES:
        for q in QUESTIONS:
            results[(t, q)] = vote(model, tok, q, t)
    for key, (ans, count) in results.items():
        print(key, ans, f"{count}/{K}")


if __name__ == "__main__":
    main()

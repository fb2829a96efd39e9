# classes: 7 2
"""DPO pairs with functools.partial: a greedy 'chosen' and a sampled 'rejected' completion per prompt."""
from functools import partial

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"


def build_generators(model, tok):
    base = partial(model.generate, max_new_tokens=8, pad_token_id=tok.pad_token_id)
    return {
        "chosen": partial(base, do_sample=False, num_beams=3, num_return_sequences=3),
        "rejected": partial(base, do_sample=True, temperature=1.3, num_return_sequences=3),
    }


def main():
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    gens = build_generators(model, tok)
    pairs = []
    for prompt in ["hello there", "a story about a dog"]:
        enc = tok(prompt, return_tensors="pt")
        n = enc["input_ids"].shape[1]
        chosen = tok.batch_decode(gens["chosen"](**enc)[:, n:], skip_special_tokens=True)
        rejected = tok.batch_decode(gens["rejected"](**enc)[:, n:], skip_special_tokens=True)
        pairs.extend(dict(prompt=prompt, chosen=c, rejected=r) for c, r in zip(chosen, rejected))
    print(len(pairs))


if __name__ == "__main__":
    main()

# classes: 5 9
"""Code-comment generation over a CSV of functions with prompt lookup.

Source snippets share many tokens with the comment we want, so prompt lookup
decoding pays off. A pre-allocated StaticCache per row keeps memory flat over
the long job. Results are appended to comments.csv.
"""
import csv
import io

from tqdm.auto import tqdm
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

CKPT = "Qwen/Qwen2.5-Coder-0.5B-Instruct"
MAX_CACHE_LEN = 96

FUNCS = """name,source
add,def add(a, b): return a + b
is_even,def is_even(n): return n % 2 == 0
"""


def make_cache(model):
    return StaticCache(config=model.config, max_cache_len=MAX_CACHE_LEN)


def comment_for(model, tok, source):
    enc = tok(f"# Code:\n{source}\n# One-line docstring for {source}:", return_tensors="pt")
    out = model.generate(
        **enc,
        past_key_values=make_cache(model),
        prompt_lookup_num_tokens=4,
        max_new_tokens=10,
        do_sample=False,
    )
    return tok.decode(out[0, enc["input_ids"].shape[-1] :], skip_special_tokens=True)


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    rows = list(csv.DictReader(io.StringIO(FUNCS)))
    with open("comments.csv", "a", newline="") as fh:
        writer = csv.writer(fh)
        for row in tqdm(rows, total=len(rows)):
            writer.writerow([row["name"], comment_for(model, tok, row["source"]).strip()])


if __name__ == "__main__":
    main()

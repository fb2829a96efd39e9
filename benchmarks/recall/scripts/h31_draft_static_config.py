# classes: 8 6
"""Batch caption rewriting with a draft model that was also tuned for export.

The draft checkpoint is shared with the on-device team, who set its
generation config to a static cache. The job reads captions.csv rows one at a
time and writes the rewritten captions to rewritten.csv.
"""
import csv
import io

from transformers import AutoModelForCausalLM, AutoTokenizer

CAPTIONS = """file,caption
img1.jpg,a dog running on a beach
img2.jpg,two cups of coffee on a table
"""


def load_models():
    tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
    draft.generation_config.cache_implementation = "static"
    return tok, model, draft


def main():
    tok, model, draft = load_models()
    rows = list(csv.DictReader(io.StringIO(CAPTIONS)))
    with open("rewritten.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        for row in rows:
            enc = tok(f"Make this caption vivid: {row['caption']}\nCaption:", return_tensors="pt")
            out = model.generate(**enc, assistant_model=draft, max_new_tokens=12, do_sample=False)
            w.writerow([row["file"], tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True)])


if __name__ == "__main__":
    main()

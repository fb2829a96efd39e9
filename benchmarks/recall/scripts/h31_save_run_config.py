# classes: 8 9
"""Generate product blurbs from a CSV and save the run's generation config.

The run's decoding settings are saved next to the outputs so the run can be
reproduced later with GenerationConfig.from_pretrained(run_dir).
"""
import csv
import io
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

RUN_DIR = "run_blurbs"
PRODUCTS = """sku,name
S1,Trail running shoes
S2,Insulated camping mug
"""


def main():
    os.makedirs(RUN_DIR, exist_ok=True)
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
    gen_cfg = GenerationConfig(max_new_tokens=10, temperature=0.7, top_p=0.9)

    rows = list(csv.DictReader(io.StringIO(PRODUCTS)))
    with open(os.path.join(RUN_DIR, "blurbs.csv"), "w", newline="") as fh:
        w = csv.writer(fh)
        for row in rows:
            enc = tok(f"Write a blurb for {row['name']}:", return_tensors="pt")
            out = model.generate(**enc, generation_config=gen_cfg)
            w.writerow([row["sku"], tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True)])

    gen_cfg.save_pretrained(RUN_DIR)
    print("saved", os.listdir(RUN_DIR))


if __name__ == "__main__":
    main()

# classes: 6 9
"""Log-line normalisation with a Mamba model and prompt lookup.

Log lines repeat most of their tokens in the normalised form, so prompt lookup
is a natural fit. Lines are streamed one at a time from a JSONL export and the
normalised lines are written to normalised.txt.
"""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "state-spaces/mamba-130m-hf"
LOG_EXPORT = [
    {"ts": "2024-05-01T10:00:00", "line": "ERROR db timeout after 30s on host db-1"},
    {"ts": "2024-05-01T10:00:05", "line": "WARN retrying query on host db-1"},
]


def normalise_lines(model, tok, records):
    for rec in records:
        prompt = f"Normalise: {rec['line']}\nNormalised: {rec['line'].lower()}"
        ids = tok(prompt, return_tensors="pt").input_ids
        out = model.generate(ids, prompt_lookup_num_tokens=2, max_new_tokens=8)
        yield rec["ts"], tok.decode(out[0, ids.shape[1] :], skip_special_tokens=True)


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    records = [json.loads(json.dumps(r)) for r in LOG_EXPORT]
    with open("normalised.txt", "w") as fh:
        for ts, text in normalise_lines(model, tok, records):
            fh.write(f"{ts}\t{text.strip()}\n")


if __name__ == "__main__":
    main()

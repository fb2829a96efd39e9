# classes: 9 6
"""Paraphrase augmentation for an intent-classification training set.

Each utterance gets NUM_VARIANTS sampled paraphrases; a small draft model
speeds up sampling. Rows are streamed from a CSV by a generator and the
augmented set is written to augmented.csv with a progress bar.
"""
import csv
import io

from tqdm import tqdm
from transformers import AutoModelForCausalLM, AutoTokenizer

NUM_VARIANTS = 3
CSV_TEXT = """intent,utterance
book_flight,I need a flight to Boston tomorrow
cancel,Please cancel my reservation
weather,Will it rain this weekend
"""


def stream_rows(text):
    reader = csv.DictReader(io.StringIO(text))
    for row in reader:
        yield row["intent"], row["utterance"]


def paraphrase(model, draft, tok, utterance):
    prompt = f"Paraphrase: {utterance}\nParaphrase:"
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        assistant_model=draft,
        do_sample=True,
        top_p=0.9,
        temperature=0.8,
        num_return_sequences=NUM_VARIANTS,
        max_new_tokens=8,
    )
    return [tok.decode(seq[enc.input_ids.shape[1] :], skip_special_tokens=True) for seq in out]


def main():
    tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
    model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
    draft = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")

    rows = []
    for intent, utt in tqdm(stream_rows(CSV_TEXT), desc="augment"):
        rows.append((intent, utt))
        for variant in paraphrase(model, draft, tok, utt):
            rows.append((intent, variant.strip()))

    with open("augmented.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["intent", "utterance"])
        w.writerows(rows)
    print(len(rows), "rows")


if __name__ == "__main__":
    main()

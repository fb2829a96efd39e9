# classes: 8
"""Diverse beam search for paraphrase candidates, reranked by sequences_scores."""

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")

enc = tok("paraphrase: the quick brown fox jumps over the lazy dog", return_tensors="pt")
out = model.generate(
    **enc,
    num_beams=4,
    num_beam_groups=2,
    diversity_penalty=0.5,
    num_return_sequences=4,
    max_new_tokens=6,
    return_dict_in_generate=True,
    output_scores=True,
)
for score, seq in sorted(zip(out.sequences_scores.tolist(), out.sequences), key=lambda x: -x[0]):
    print(round(score, 3), tok.decode(seq, skip_special_tokens=True))

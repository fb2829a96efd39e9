# classes: 8 2
"""N-best reranking of translations-style outputs: for each beam width in the sweep, ask for
five candidates and rerank them by sequences_scores plus a length bonus."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
inputs = tok("hello world, tell me a story", return_tensors="pt")

for width in (8, 5, 3):
    out = model.generate(
        **inputs,
        num_beams=width,
        num_return_sequences=5,
        max_new_tokens=5,
        return_dict_in_generate=True,
        output_scores=True,
    )
    gen_len = out.sequences.shape[1] - inputs["input_ids"].shape[1]
    reranked = sorted(
        zip(out.sequences_scores.tolist(), tok.batch_decode(out.sequences, skip_special_tokens=True)),
        key=lambda pair: pair[0] + 0.1 * gen_len,
        reverse=True,
    )
    print(width, reranked[0])

# classes: 2 8
"""Batch endpoint for a document-grounded assistant: prompt lookup decoding
(`prompt_lookup_num_tokens`) speeds up answers that copy from the prompt; the endpoint pads the
request's questions into one batch."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
GEN = {"max_new_tokens": 6, "do_sample": False, "prompt_lookup_num_tokens": 3}


def batch_endpoint(payload):
    context = payload["context"]
    prompts = [f"{context} {q}" for q in payload["questions"]]
    enc = tok(prompts, return_tensors="pt", padding=True)
    out = model.generate(**enc, **GEN)
    return tok.batch_decode(out[:, enc.input_ids.shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    print(batch_endpoint({"context": "the quick brown fox jumps over the lazy dog", "questions": ["what is the fox", "who is lazy"]}))

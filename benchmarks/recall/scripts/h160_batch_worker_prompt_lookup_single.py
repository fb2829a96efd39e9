# classes: 2
"""Endpoint for a document-grounded assistant: prompt lookup decoding
(`prompt_lookup_num_tokens`) speeds up answers that copy from the prompt; each question of the
request is generated on its own."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
GEN = {"max_new_tokens": 6, "do_sample": False, "prompt_lookup_num_tokens": 3}


def batch_endpoint(payload):
    context = payload["context"]
    answers = []
    for q in payload["questions"]:
        enc = tok(f"{context} {q}", return_tensors="pt")
        out = model.generate(**enc, **GEN)
        answers.append(tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True))
    return answers


if __name__ == "__main__":
    print(batch_endpoint({"context": "the quick brown fox jumps over the lazy dog", "questions": ["what is the fox", "who is lazy"]}))

# classes: 6 4
"""Tools described as JSON schemas (the format the hosted API takes), shared between the
hosted backend and the local one, handed to the chat template as dicts."""

from transformers import AutoModelForCausalLM, AutoTokenizer

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "word_count",
            "description": "Count the words of a text.",
            "parameters": {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
        },
    }
]


def local_backend(messages, model_id="HuggingFaceTB/SmolLM2-135M-Instruct"):
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    text = tok.apply_chat_template(messages, tools=TOOLS, add_generation_prompt=True, tokenize=False)
    enc = tok(text, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=8, do_sample=False)
    return tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    print(local_backend([{"role": "user", "content": "count the words of the fox story"}]))

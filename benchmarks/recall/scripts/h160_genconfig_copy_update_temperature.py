# classes: 6 3
"""Per-request GenerationConfig: the handler deep-copies the model's generation config (Qwen2.5
Instruct samples by default) and updates it with the request's parameters; the client asks for
`temperature: 0.0`."""
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


def handle(request_json):
    gen_config = copy.deepcopy(model.generation_config)
    unused = gen_config.update(**request_json.get("parameters", {}))
    if unused:
        print("ignoring", unused)
    enc = tok(request_json["inputs"], return_tensors="pt")
    out = model.generate(**enc, generation_config=gen_config)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(handle({"inputs": "hello world", "parameters": {"temperature": 0.0, "max_new_tokens": 5, "details": True}}))

# classes: 6 8
"""Serving code that builds its own GenerationConfig per request (temperature 0 = greedy, as in
the OpenAI API) and passes it to generate of an instruct checkpoint whose file only sets token ids."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MODEL = "HuggingFaceTB/SmolLM2-360M-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)


def complete(request):
    cfg = GenerationConfig(max_new_tokens=request.get("max_tokens", 6), temperature=request.get("temperature", 1.0))
    enc = tok.apply_chat_template(request["messages"], add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, generation_config=cfg)
    return tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


print(complete({"messages": [{"role": "user", "content": "hello"}], "temperature": 0.0}))

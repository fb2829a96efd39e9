# classes: 2 6
"""Two services share one decoding dict: each service copies it; the Llama-2 service adds its draft model to its copy before
generating, then the Mistral service generates with a clean copy."""
from transformers import AutoModelForCausalLM, AutoTokenizer

DECODE = {"max_new_tokens": 4, "do_sample": False}


def serve(main_name, prompt, draft_name=None):
    tok = AutoTokenizer.from_pretrained(main_name)
    model = AutoModelForCausalLM.from_pretrained(main_name)
    kwargs = dict(DECODE)
    if draft_name:
        kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained(draft_name)
    enc = tok(prompt, return_tensors="pt")
    return tok.decode(model.generate(**enc, **kwargs)[0], skip_special_tokens=True)


print(serve("meta-llama/Llama-2-7b-chat-hf", "tell me a joke", draft_name="TinyLlama/TinyLlama-1.1B-Chat-v1.0"))
print(serve("mistralai/Mistral-7B-Instruct-v0.3", "tell me a joke"))

# classes: 8 7
"""JSON-only replies: forbid markdown code fences with bad_words_ids."""

from transformers import AutoModelForCausalLM, AutoTokenizer


class JsonGenerator:
    def __init__(self, name="meta-llama/Llama-3.2-1B-Instruct", banned=("```", "json")):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.bad_words_ids = self.tok(" ".join(banned), add_special_tokens=False).input_ids

    def __call__(self, request, max_new_tokens=6):
        msgs = [{"role": "system", "content": "answer in json"}, {"role": "user", "content": request}]
        enc = self.tok.apply_chat_template(msgs, add_generation_prompt=True, return_dict=True, return_tensors="pt")
        out = self.model.generate(**enc, max_new_tokens=max_new_tokens, bad_words_ids=self.bad_words_ids)
        return self.tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


gen = JsonGenerator()
print(gen("tell me the colour of the fox"))

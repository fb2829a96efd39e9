# classes: 7 2
"""Class-based view (MethodView style): defaults dict copied and updated from the JSON body."""
import copy
import json

from transformers import AutoModelForCausalLM, AutoTokenizer


class GenerateView:
    defaults = {
        "max_new_tokens": 8,
        "top_k": 50,
        "num_return_sequences": 1,
    }

    def __init__(self, model_name, draft_name=None):
        self.tokenizer = AutoTokenizer.from_pretrained(model_name)
        self.model = AutoModelForCausalLM.from_pretrained(model_name)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_name) if draft_name else None

    def post(self, raw_body: bytes):
        body = json.loads(raw_body)
        params = copy.deepcopy(self.defaults)
        params.update(body.get("generation", {}))
        if self.draft is not None:
            params["assistant_model"] = self.draft
        enc = self.tokenizer(body["prompt"], return_tensors="pt")
        seqs = self.model.generate(**enc, **params)
        return {"outputs": self.tokenizer.batch_decode(seqs, skip_special_tokens=True)}

    def dispatch_request(self, method, raw_body):
        return getattr(self, method.lower())(raw_body)


view = GenerateView("EleutherAI/pythia-160m", draft_name="EleutherAI/pythia-70m")

if __name__ == "__main__":
    body = {"prompt": "The three laws of robotics", "generation": {"do_sample": True, "num_return_sequences": 2}}
    print(view.dispatch_request("POST", json.dumps(body).encode()))

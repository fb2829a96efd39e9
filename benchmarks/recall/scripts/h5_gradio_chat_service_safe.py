# classes: 7 2
# A Gradio demo's backend with prompt lookup; one candidate per message.
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None


class ChatBackend:
    def __init__(self, model_id="HuggingFaceTB/SmolLM2-360M-Instruct", n_candidates=1):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.n_candidates = n_candidates

    def respond(self, message, history=None):
        enc = self.tok(message, return_tensors="pt")
        outs = self.model.generate(
            **enc,
            max_new_tokens=5,
            prompt_lookup_num_tokens=3,
            num_return_sequences=self.n_candidates,
        )
        return self.tok.decode(outs[0], skip_special_tokens=True)


backend = ChatBackend()
if gr is None:
    print(backend.respond("hello world, tell me a story"))

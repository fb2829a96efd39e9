# classes: 7 2
# A Gradio demo's backend: the UI is optional, the handler is what runs in tests.
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:  # headless CI
    gr = None

MODEL_ID = "HuggingFaceTB/SmolLM2-360M-Instruct"


class ChatBackend:
    def __init__(self, model_id=MODEL_ID, n_candidates=2):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.n_candidates = n_candidates

    def _sampling(self):
        return dict(do_sample=True, top_p=0.9, temperature=0.7, max_new_tokens=5)

    def respond(self, message, history=None):
        enc = self.tok(message, return_tensors="pt")
        outs = self.model.generate(
            **enc,
            **self._sampling(),
            prompt_lookup_num_tokens=3,
            num_return_sequences=self.n_candidates,
        )
        return [self.tok.decode(o, skip_special_tokens=True) for o in outs]


backend = ChatBackend()

if gr is not None and "SPACE_ID" in __import__("os").environ:
    gr.ChatInterface(backend.respond).launch()
else:
    print(backend.respond("hello world, tell me a story"))

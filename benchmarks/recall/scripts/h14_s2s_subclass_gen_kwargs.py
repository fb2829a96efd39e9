# classes: 7 4
"""Seq2SeqTrainer subclass that injects a draft model into every generate call of evaluation."""
import tempfile

from transformers import (
    AutoTokenizer,
    BartConfig,
    BartForConditionalGeneration,
    DataCollatorForSeq2Seq,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)


class DraftedSeq2SeqTrainer(Seq2SeqTrainer):
    def __init__(self, *args, assistant=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.assistant = assistant

    def prediction_step(self, model, inputs, prediction_loss_only, ignore_keys=None, **gen_kwargs):
        gen_kwargs = dict(gen_kwargs or self._gen_kwargs)
        gen_kwargs["assistant_model"] = self.assistant
        return super().prediction_step(model, inputs, prediction_loss_only, ignore_keys=ignore_keys, **gen_kwargs)


def tiny_bart(tok, layers):
    return BartForConditionalGeneration(BartConfig(
        vocab_size=len(tok), d_model=16, encoder_layers=layers, decoder_layers=layers,
        encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32,
        max_position_embeddings=64, pad_token_id=tok.pad_token_id, bos_token_id=tok.bos_token_id,
        eos_token_id=tok.eos_token_id, decoder_start_token_id=tok.eos_token_id,
    ))


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    tok.pad_token = tok.eos_token  # GPT-2 has no pad token
    model, assistant = tiny_bart(tok, 2), tiny_bart(tok, 1)
    rows = [dict(tok(t), labels=tok(t)["input_ids"]) for t in ["one two three", "the dog", "a king", "blue"]]
    with tempfile.TemporaryDirectory() as out:
        trainer = DraftedSeq2SeqTrainer(
            model=model,
            args=Seq2SeqTrainingArguments(out, per_device_eval_batch_size=2, predict_with_generate=True,
                                          generation_max_length=6, report_to=[], use_cpu=True),
            data_collator=DataCollatorForSeq2Seq(tok, model=model),
            assistant=assistant,
        )
        print(trainer.predict(rows).predictions.shape)

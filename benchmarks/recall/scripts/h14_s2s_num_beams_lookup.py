# classes: 3 7
# generation_num_beams defaults to 1 here, so the prompt-lookup setting in the config is used
# for the whole eval batch.
import sys
import tempfile
from dataclasses import dataclass, field

from transformers import (
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    HfArgumentParser,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
    T5Config,
    T5ForConditionalGeneration,
)


@dataclass
class EvalOptions:
    num_beams: int = field(default=1)
    lookup_tokens: int = field(default=3)
    eval_batch_size: int = field(default=2)


def main():
    (opts,) = HfArgumentParser(EvalOptions).parse_args_into_dataclasses(args=sys.argv[1:])
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    tok.pad_token = tok.eos_token  # GPT-2 has no pad token
    model = T5ForConditionalGeneration(T5Config(
        vocab_size=len(tok), d_model=16, d_ff=32, d_kv=8, num_layers=1, num_heads=2,
        decoder_start_token_id=tok.pad_token_id, pad_token_id=tok.pad_token_id, eos_token_id=tok.eos_token_id,
    ))
    gen = GenerationConfig.from_model_config(model.config)
    gen.prompt_lookup_num_tokens = opts.lookup_tokens
    tmp = tempfile.mkdtemp()
    args = Seq2SeqTrainingArguments(
        output_dir=tmp,
        per_device_eval_batch_size=opts.eval_batch_size,
        predict_with_generate=True,
        generation_config=gen,
        generation_num_beams=opts.num_beams,
        generation_max_length=6,
        report_to=[],
        use_cpu=True,
    )
    rows = [dict(tok(s), labels=tok(s)["input_ids"]) for s in ("the cat", "a dog", "hello world", "blue")]
    trainer = Seq2SeqTrainer(model=model, args=args, data_collator=DataCollatorForSeq2Seq(tok, model=model))
    print(trainer.predict(rows).predictions.shape)


if __name__ == "__main__":
    main()
